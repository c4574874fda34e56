// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIBarButtonItem {
    /// Decodes the item's system item (with the title and style UIKit gives it), title, image and style.
    package func decodeBarButtonItemAttributes(from coder: NSCoder) {
        let systemItems: [String: SystemItem] = [
            "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add,
            "flexibleSpace": .flexibleSpace, "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply,
            "action": .action, "organize": .organize, "bookmarks": .bookmarks, "search": .search,
            "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash, "play": .play, "pause": .pause,
            "rewind": .rewind, "fastForward": .fastForward, "undo": .undo, "redo": .redo, "close": .close,
        ]
        if let item = coder.ibEnum("systemItem", systemItems) {
            let model = UIBarButtonItem(barButtonSystemItem: item, target: nil, action: nil)
            systemItem = item
            title = model.title
            style = model.style
        }
        if let title = coder.ibString("title") { self.title = title }
        if let name = coder.ibString("image") {
            image = UIImage(named: name, in: (coder as? InterfaceBuilderCoder)?.bundle)
        }
        if coder.ibString("style") == "done" { style = .done }
        if let width = coder.ibNumber("width") { self.width = CGFloat(width) }
        if let tag = coder.ibNumber("tag") { self.tag = Int(tag) }
    }
}

extension UINavigationItem {
    /// Decodes the item's title, prompt and left, right and back bar button items.
    package func decodeNavigationItemAttributes(from coder: NSCoder) {
        if let title = coder.ibString("title") { self.title = title }
        if let prompt = coder.ibString("prompt") { self.prompt = prompt }
        if let item = coder.ibObject("leftBarButtonItem", as: UIBarButtonItem.self) { leftBarButtonItem = item }
        if let item = coder.ibObject("rightBarButtonItem", as: UIBarButtonItem.self) { rightBarButtonItem = item }
        if let item = coder.ibObject("backBarButtonItem", as: UIBarButtonItem.self) { backBarButtonItem = item }
    }
}
