// SPDX-License-Identifier: Apache-2.0
//
// The Storyboards example's entry point: UIApplicationMain creates the application and the delegate, loads
// Main.storyboard (UIMainStoryboardFile in Storyboards.app's Info.plist) and runs the event loop.

import StoryboardsKit
import UIKit

exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(StoryboardsAppDelegate.self)))
