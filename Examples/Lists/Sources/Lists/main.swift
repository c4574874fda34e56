// SPDX-License-Identifier: Apache-2.0
//
// Lists' entry point, as an iOS app's main.swift: UIApplicationMain creates the application and the delegate and
// runs the event loop.

import ListsKit
import UIKit

exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(ListsAppDelegate.self)))
