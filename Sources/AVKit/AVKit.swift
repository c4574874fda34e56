// SPDX-License-Identifier: Apache-2.0
//
// AVKit: the system's video player interface (AVPlayerViewController) and the AirPlay route button
// (AVRoutePickerView), on UIKit and AVFoundation. As on Apple platforms, `import AVKit` brings AVFoundation (and so
// Core Media) with it.

@_exported import AVFoundation
