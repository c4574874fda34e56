// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A contact of the directory: a made-up name and a number.
public struct Contact: Equatable {
    public var name: String
    public var number: String
}

/// The Contacts screen's model: contacts sorted by name, in sections by first letter.
public struct ContactDirectory {
    /// One section: its letter and its contacts, sorted.
    public struct Section {
        public var letter: String
        public var contacts: [Contact]
    }

    public private(set) var sections: [Section]

    /// `count` made-up contacts, the same on every run.
    public init(count: Int) {
        let syllables = ["ba", "ce", "di", "fo", "gu", "ka", "le", "mi", "no", "pu", "ra", "se", "ti", "vo", "za", "ny"]
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        var contacts: [Contact] = []
        contacts.reserveCapacity(count)
        for i in 0..<max(0, count) {
            let a = syllables[(i / 26) % 16], b = syllables[(i / 416) % 16]
            let c = syllables[(i * 7 + i / 26) % 16], d = syllables[(i * 5 + i / 3) % 16]
            let name = "\(letters[i % 26])\(a)\(b) \(c.uppercased().prefix(1))\(c.dropFirst())\(d)"
            contacts.append(Contact(name: name, number: String(format: "+1 555 %04d", i)))
        }
        contacts.sort { $0.name < $1.name }
        var sections: [Section] = []
        for contact in contacts {
            let letter = String(contact.name.prefix(1))
            if sections.last?.letter == letter {
                sections[sections.count - 1].contacts.append(contact)
            } else {
                sections.append(Section(letter: letter, contacts: [contact]))
            }
        }
        self.sections = sections
    }

    /// The number of contacts in all sections.
    public var count: Int { sections.reduce(0) { $0 + $1.contacts.count } }

    /// The contact at `indexPath` (section, row).
    public subscript(indexPath: IndexPath) -> Contact { sections[indexPath.section].contacts[indexPath.row] }

    /// Removes the contact at `indexPath`; the section stays, even when empty, so the table's sections don't move.
    public mutating func remove(at indexPath: IndexPath) {
        sections[indexPath.section].contacts.remove(at: indexPath.row)
    }
}
