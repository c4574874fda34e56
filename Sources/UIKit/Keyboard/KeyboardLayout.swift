// SPDX-License-Identifier: Apache-2.0

/// The keys of each keyboard type and plane, and where they sit: a pure function of the type, plane, look and size.
///
/// Typing planes have four rows: ten keys on top, nine, shift + seven + delete (or a plane key, five wider
/// punctuation keys and delete), and the bottom row (plane key, space or the type's extra keys, return). Pads
/// (`.numberPad`, `.decimalPad`, `.phonePad`, `.asciiCapableNumberPad`) are three columns of four rows.
package enum KeyboardLayout {
    /// The plane a keyboard of `type` shows first.
    package static func initialPlane(for type: UIKeyboardType) -> KeyboardPlane {
        switch type {
        case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: return .pad
        case .numbersAndPunctuation: return .numbers
        default: return .letters
        }
    }

    /// Whether `type` is a pad (no letters, no return key).
    package static func isPad(_ type: UIKeyboardType) -> Bool { initialPlane(for: type) == .pad }

    /// The keys of `type`'s `plane` laid out in `area` (the key area of the keyboard view), for the `modern` or
    /// iPhone OS 3 look, with the return key titled `returnTitle`.
    package static func keys(type: UIKeyboardType, plane: KeyboardPlane, modern: Bool, area: CGRect,
                             returnTitle: String) -> [KeyboardKey]
    {
        if plane == .pad || plane == .padSymbols { return padKeys(type: type, plane: plane, modern: modern, area: area) }
        let rows = 4
        let pitchY = area.height / CGFloat(rows)
        let keyH = (pitchY * 0.78).rounded()
        let margin: CGFloat = 3
        let gap: CGFloat = 6
        let pitchX = (area.width - 2 * margin + gap) / 10
        let keyW = pitchX - gap
        func rowY(_ r: Int) -> CGFloat { area.minY + CGFloat(r) * pitchY + ((pitchY - keyH) / 2).rounded(.down) }
        func centred(_ titles: [String], row r: Int) -> [KeyboardKey] {
            let total = CGFloat(titles.count) * pitchX - gap
            let x0 = area.minX + (area.width - total) / 2
            return titles.enumerated().map { i, t in
                KeyboardKey(.character(t), title: t,
                            frame: CGRect(x: x0 + CGFloat(i) * pitchX, y: rowY(r), width: keyW, height: keyH))
            }
        }
        var keys: [KeyboardKey] = []
        let (row1, row2, row3): ([String], [String], [String])
        switch plane {
        case .letters:
            row1 = "qwertyuiop".map(String.init)
            row2 = "asdfghjkl".map(String.init)
            row3 = "zxcvbnm".map(String.init)
        case .numbers:
            row1 = "1234567890".map(String.init)
            row2 = ["-", "/", ":", ";", "(", ")", "$", "&", "@", "\""]
            row3 = [".", ",", "?", "!", "'"]
        default:
            row1 = ["[", "]", "{", "}", "#", "%", "^", "*", "+", "="]
            row2 = ["_", "\\", "|", "~", "<", ">", "€", "£", "¥", "•"]
            row3 = [".", ",", "?", "!", "'"]
        }
        keys += centred(row1, row: 0)
        keys += centred(row2, row: 1)
        // Row 3: a function key on each side.
        let sideW = (1.5 * pitchX - gap).rounded()
        let leftKey: KeyboardKey
        switch plane {
        case .letters: leftKey = KeyboardKey(.shift, title: "shift")
        case .numbers: leftKey = KeyboardKey(.plane(.symbols), title: "#+=")
        default: leftKey = KeyboardKey(.plane(.numbers), title: "123")
        }
        var left = leftKey
        left.frame = CGRect(x: area.minX + margin, y: rowY(2), width: sideW, height: keyH)
        keys.append(left)
        if plane == .letters {
            keys += centred(row3, row: 2)
        } else {
            let inner = area.width - 2 * (margin + sideW + gap)
            let w = (inner + gap) / CGFloat(row3.count) - gap
            for (i, t) in row3.enumerated() {
                let x = area.minX + margin + sideW + gap + CGFloat(i) * (w + gap)
                keys.append(KeyboardKey(.character(t), title: t, frame: CGRect(x: x, y: rowY(2), width: w, height: keyH)))
            }
        }
        keys.append(KeyboardKey(.delete, title: "delete",
                                frame: CGRect(x: area.maxX - margin - sideW, y: rowY(2), width: sideW, height: keyH)))
        // Row 4: plane key, the type's middle keys, return.
        let planeTitle: String
        let planeTarget: KeyboardPlane
        if plane == .letters {
            planeTarget = .numbers
            planeTitle = modern ? "123" : ".?123"
        } else {
            planeTarget = .letters
            planeTitle = "ABC"
        }
        let endW = (2.5 * pitchX - gap).rounded()
        keys.append(KeyboardKey(.plane(planeTarget), title: planeTitle,
                                frame: CGRect(x: area.minX + margin, y: rowY(3), width: endW, height: keyH)))
        let middle: [(KeyboardKey.Kind, String, CGFloat)]
        switch (type, plane) {
        case (.URL, .letters): middle = [(.character("."), ".", 1), (.character("/"), "/", 1), (.character(".com"), ".com", 1.6)]
        case (.emailAddress, .letters): middle = [(.space, "space", 2.6), (.character("@"), "@", 1), (.character("."), ".", 1)]
        case (.twitter, .letters): middle = [(.space, "space", 2.6), (.character("@"), "@", 1), (.character("#"), "#", 1)]
        case (.webSearch, .letters): middle = [(.space, "space", 3.4), (.character("."), ".", 1)]
        default: middle = [(.space, "space", 1)]
        }
        let middleX = area.minX + margin + endW + gap
        let middleW = area.width - 2 * (margin + endW + gap)
        let units = middle.reduce(0) { $0 + $1.2 }
        var x = middleX
        for (kind, title, u) in middle {
            let w = (middleW + gap) * u / units - gap
            keys.append(KeyboardKey(kind, title: title, frame: CGRect(x: x, y: rowY(3), width: w, height: keyH)))
            x += w + gap
        }
        keys.append(KeyboardKey(.returnKey, title: returnTitle,
                                frame: CGRect(x: area.maxX - margin - endW, y: rowY(3), width: endW, height: keyH)))
        return keys
    }

    /// A telephone-style pad: 1–9 with their letters, then the type's bottom-left key, 0 and delete.
    private static func padKeys(type: UIKeyboardType, plane: KeyboardPlane, modern: Bool, area: CGRect) -> [KeyboardKey] {
        let gap: CGFloat = modern ? 6 : 1
        let margin: CGFloat = modern ? 6 : 0
        let w = (area.width - 2 * margin - 2 * gap) / 3
        let h = (area.height - (modern ? 2 * margin : 0) - 3 * gap) / 4
        let letters = ["", "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"]
        var cells: [KeyboardKey] = []
        if plane == .padSymbols {
            for t in ["(", "/", ")", ",", ".", ";", "*", "+", "#"] { cells.append(KeyboardKey(.character(t), title: t)) }
            cells.append(KeyboardKey(.plane(.pad), title: "123"))
            cells.append(KeyboardKey(.character("-"), title: "-"))
        } else {
            for i in 1...9 {
                cells.append(KeyboardKey(.character("\(i)"), title: "\(i)", subtitle: letters[i - 1].isEmpty ? nil : letters[i - 1]))
            }
            switch type {
            case .decimalPad: cells.append(KeyboardKey(.character("."), title: "."))
            case .phonePad, .namePhonePad: cells.append(KeyboardKey(.plane(.padSymbols), title: "+*#"))
            default: cells.append(KeyboardKey(.blank, title: ""))
            }
            cells.append(KeyboardKey(.character("0"), title: "0", subtitle: type == .phonePad ? "+" : nil))
        }
        cells.append(KeyboardKey(.delete, title: "delete"))
        for i in cells.indices {
            let col = i % 3, row = i / 3
            cells[i].frame = CGRect(x: area.minX + margin + CGFloat(col) * (w + gap),
                                    y: area.minY + (modern ? margin : gap) + CGFloat(row) * (h + gap), width: w, height: h)
        }
        return cells
    }

    /// The return key's title for `type` on the `modern` or iPhone OS 3 look.
    package static func returnTitle(_ type: UIReturnKeyType, modern: Bool) -> String {
        switch type {
        case .default: return "return"
        case .go: return "Go"
        case .google: return modern ? "Search" : "Google"
        case .join: return "Join"
        case .next: return "Next"
        case .route: return "Route"
        case .search: return "Search"
        case .send: return "Send"
        case .yahoo: return modern ? "Search" : "Yahoo"
        case .done: return "Done"
        case .emergencyCall: return "Emergency Call"
        case .continue: return "Continue"
        }
    }
}
