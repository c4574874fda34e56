// SPDX-License-Identifier: Apache-2.0

import Foundation
@testable import MediaPlayer
import Testing
import TouchstoneTesting
@testable import UIKit

/// Records what a media picker's delegate is told, and dismisses the picker as apps do.
@MainActor
final class PickerRecorder: NSObject, MPMediaPickerControllerDelegate {
    var picked: [[String]] = []
    var cancels = 0

    func mediaPicker(_ mediaPicker: MPMediaPickerController, didPickMediaItems mediaItemCollection: MPMediaItemCollection) {
        picked.append(mediaItemCollection.items.compactMap(\.title))
        mediaPicker.dismiss(animated: true)
    }

    func mediaPickerDidCancel(_ mediaPicker: MPMediaPickerController) {
        cancels += 1
        mediaPicker.dismiss(animated: true)
    }
}

/// The media item picker, driven by real taps.
@MainActor
@Suite("Media picker")
struct MediaPickerTests {
    private func present(_ picker: MPMediaPickerController) throws -> (HeadlessDevice, UIViewController) {
        let (device, window) = try launchedDevice()
        let root = try #require(window.rootViewController)
        root.present(picker, animated: true)
        device.advance(by: 0.6)
        return (device, root)
    }

    private func row(_ picker: MPMediaPickerController, titled title: String) throws -> CGPoint {
        let index = try #require(picker.list.songs.firstIndex { $0.title == title })
        let path = IndexPath(row: index, section: 0)
        picker.list.tableView.scrollToRow(at: path, at: .middle, animated: false)
        let cell = try #require(picker.list.tableView.cellForRow(at: path))
        return centre(of: cell)
    }

    @Test("The list shows the songs by title under Cancel and the prompt; a tap picks one song")
    func pickOne() throws {
        let picker = MPMediaPickerController(mediaTypes: .music)
        picker.prompt = "Add a song"
        let recorder = PickerRecorder()
        picker.delegate = recorder
        let (device, root) = try present(picker)
        #expect(picker.list.songs.count == 12)
        #expect(picker.list.navigationItem.prompt == "Add a song")
        #expect(picker.list.navigationItem.rightBarButtonItem == nil)
        device.tap(at: try row(picker, titled: "Orbit"))
        device.advance(by: 0.6)
        #expect(recorder.picked == [["Orbit"]])
        #expect(root.presentedViewController == nil)
    }

    @Test("Picking several: taps mark songs, Done picks them in marking order")
    func pickSeveral() throws {
        let picker = MPMediaPickerController(mediaTypes: .anyAudio)
        picker.allowsPickingMultipleItems = true
        let recorder = PickerRecorder()
        picker.delegate = recorder
        let (device, _) = try present(picker)
        device.tap(at: try row(picker, titled: "Snowline"))
        device.tap(at: try row(picker, titled: "Low Tide"))
        device.tap(at: try row(picker, titled: "Comet Tail"))
        device.tap(at: try row(picker, titled: "Low Tide"))
        #expect(picker.list.marked.map(\.title) == ["Snowline", "Comet Tail"])
        #expect(recorder.picked.isEmpty)
        let done = try #require(picker.navigation.navigationBar.currentContent?.rightViews.first)
        device.tap(at: centre(of: done))
        device.advance(by: 0.6)
        #expect(recorder.picked == [["Snowline", "Comet Tail"]])
    }

    @Test("Cancel tells the delegate; without a delegate the picker dismisses itself")
    func cancel() throws {
        let picker = MPMediaPickerController()
        let recorder = PickerRecorder()
        picker.delegate = recorder
        let (device, root) = try present(picker)
        let cancel = try #require(picker.navigation.navigationBar.currentContent?.leftViews.first)
        device.tap(at: centre(of: cancel))
        device.advance(by: 0.6)
        #expect(recorder.cancels == 1 && root.presentedViewController == nil)

        let lone = MPMediaPickerController(mediaTypes: .music)
        root.present(lone, animated: true)
        device.advance(by: 0.6)
        device.tap(at: centre(of: try #require(lone.navigation.navigationBar.currentContent?.leftViews.first)))
        device.advance(by: 0.6)
        #expect(root.presentedViewController == nil)
    }

    @Test("Video types list nothing from the music library")
    func videoTypes() throws {
        let picker = MPMediaPickerController(mediaTypes: .anyVideo)
        let (_, _) = try present(picker)
        #expect(picker.list.songs.isEmpty)
    }
}
