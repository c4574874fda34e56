// SPDX-License-Identifier: Apache-2.0

/// Records undoable changes as groups of closures and plays them back: Foundation's `UndoManager`, which
/// swift-corelibs-foundation on Linux does not provide.
///
/// Register the inverse of each change with ``registerUndo(withTarget:handler:)`` and name it with
/// ``setActionName(_:)``; ``undo()`` runs the last group's closures (newest first) and whatever they register
/// becomes the redo group, as on Apple. A registration outside ``beginUndoGrouping()``/``endUndoGrouping()`` is a
/// group of its own (Touchstone does not group by run-loop turn). A new registration that is neither an undo nor a
/// redo clears the redo stack. Targets are held weakly: actions of a released target are skipped.
///
/// The responder chain hands undo managers out through `UIResponder.undoManager`; each window has one, which the
/// shake-to-edit Undo/Redo alert uses (guide §2.3.7).
@preconcurrency @MainActor
open class UndoManager: NSObject {
    private struct Action {
        weak var target: AnyObject?
        let run: (AnyObject) -> Void
    }

    private struct Group {
        var actions: [Action] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroups: [Group] = []

    /// Whether ``undo()`` is running its closures (their registrations go to the redo stack).
    open private(set) var isUndoing = false
    /// Whether ``redo()`` is running its closures.
    open private(set) var isRedoing = false
    /// The most undo groups kept (the oldest are dropped beyond it); 0, the default, means no limit. Negative
    /// values count as 0.
    open var levelsOfUndo = 0 { didSet { levelsOfUndo = max(0, levelsOfUndo); trim() } }

    /// Creates an empty undo manager.
    public override init() { super.init() }

    /// Whether there is a group to undo.
    open var canUndo: Bool { undoStack.contains { !$0.actions.isEmpty } }
    /// Whether there is a group to redo.
    open var canRedo: Bool { redoStack.contains { !$0.actions.isEmpty } }
    /// How deeply ``beginUndoGrouping()`` calls are nested (0 outside any group).
    open var groupingLevel: Int { openGroups.count }
    /// The name of the group ``undo()`` would undo ("" when unnamed or none).
    open var undoActionName: String { undoStack.last?.name ?? "" }
    /// The name of the group ``redo()`` would redo.
    open var redoActionName: String { redoStack.last?.name ?? "" }
    /// "Undo" followed by the undo action name, as a menu or alert shows it ("Undo Typing").
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    /// "Redo" followed by the redo action name.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    /// "Undo <name>", or "Undo" for an empty name.
    open func undoMenuTitle(forUndoActionName name: String) -> String { name.isEmpty ? "Undo" : "Undo \(name)" }
    /// "Redo <name>", or "Redo" for an empty name.
    open func redoMenuTitle(forUndoActionName name: String) -> String { name.isEmpty ? "Redo" : "Redo \(name)" }

    /// Records `handler` as the undo of a change to `target`; it is called with the target when the change's group
    /// is undone (or redone, when registered during an undo).
    @preconcurrency open func registerUndo<Target: AnyObject>(withTarget target: Target,
                                              handler: @escaping @MainActor (Target) -> Void)
    {
        let action = Action(target: target) { object in
            if let typed = object as? Target { handler(typed) }
        }
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].actions.append(action)
            return
        }
        push(Group(actions: [action]))
    }

    /// Names the group being registered (or, with none open, the newest one on the stack that registrations go
    /// to), as menus and the shake-to-edit alert show it.
    open func setActionName(_ name: String) {
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].name = name
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = name
        }
    }

    /// Opens a group: registrations until the matching ``endUndoGrouping()`` undo together. Groups nest.
    open func beginUndoGrouping() { openGroups.append(Group()) }

    /// Closes the innermost group; an unbalanced call is ignored (logged).
    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else {
            return UIKitDiagnostics.log("UndoManager.endUndoGrouping without beginUndoGrouping; ignored")
        }
        if openGroups.isEmpty {
            if !group.actions.isEmpty { push(group) }
        } else {
            openGroups[openGroups.count - 1].actions += group.actions
            if openGroups[openGroups.count - 1].name.isEmpty { openGroups[openGroups.count - 1].name = group.name }
        }
    }

    /// Undoes the newest group: runs its closures newest first; what they register becomes the redo group, named
    /// like the undone group unless they name it. Open groups are closed first (logged). No group: nothing.
    open func undo() {
        closeOpenGroups("undo")
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        let redoGroup = play(group)
        isUndoing = false
        if let redoGroup { redoStack.append(redoGroup) }
    }

    /// Redoes the newest undone group; what its closures register becomes an undo group again.
    open func redo() {
        closeOpenGroups("redo")
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        let undoGroup = play(group)
        isRedoing = false
        if let undoGroup { undoStack.append(undoGroup) }
    }

    /// Forgets every undo and redo group.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
    }

    /// Forgets the actions registered with `target` (groups left empty disappear).
    open func removeAllActions(withTarget target: AnyObject) {
        func strip(_ groups: inout [Group]) {
            for i in groups.indices { groups[i].actions.removeAll { $0.target == nil || $0.target === target } }
            groups.removeAll { $0.actions.isEmpty }
        }
        strip(&undoStack)
        strip(&redoStack)
    }

    /// Runs `group`'s closures newest first; returns what they registered (nil when nothing).
    private func play(_ group: Group) -> Group? {
        openGroups.append(Group(name: group.name))
        for action in group.actions.reversed() {
            if let target = action.target { action.run(target) }
        }
        // A closure that left groups open (or closed ours) must not unbalance the stack.
        guard let collected = openGroups.popLast() else { return nil }
        return collected.actions.isEmpty ? nil : collected
    }

    private func push(_ group: Group) {
        if isUndoing {
            redoStack.append(group)
        } else {
            if !isRedoing { redoStack.removeAll() }
            undoStack.append(group)
            trim()
        }
    }

    private func trim() {
        if levelsOfUndo > 0 && undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }

    private func closeOpenGroups(_ operation: String) {
        guard !openGroups.isEmpty else { return }
        UIKitDiagnostics.log("UndoManager.\(operation) with \(openGroups.count) open group(s); closing them first")
        while !openGroups.isEmpty { endUndoGrouping() }
    }
}
