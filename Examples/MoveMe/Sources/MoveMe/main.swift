// SPDX-License-Identifier: Apache-2.0
//
// MoveMe's entry point, as the original's main.m: UIApplicationMain creates the application and runs the event loop
// until the app quits. No delegate class is named: the delegate comes from the main nib, MainWindow.xib
// (NSMainNibFile). Resources (Info.plist, MainWindow.xib, Placard.png, the greetings) come from MoveMe.app, the app
// bundle MoveMeKit copies (docs/ARCHITECTURE.md, "App bundles").

import MoveMeKit
import UIKit

exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil))
