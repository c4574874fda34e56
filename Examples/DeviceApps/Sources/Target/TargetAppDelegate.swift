// SPDX-License-Identifier: Apache-2.0
//
// Target, one of the device's example apps: an orange screen that declares the `target` URL scheme; a URL it
// receives is printed (with the source application) and its host shown on the screen.

import DeviceAppsKit
import UIKit

@main
final class TargetAppDelegate: JournalingAppDelegate {}
