// SPDX-License-Identifier: Apache-2.0
//
// Catalog's entry point, as an iOS app's main.swift.

import CatalogKit
import UIKit

exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(CatalogAppDelegate.self)))
