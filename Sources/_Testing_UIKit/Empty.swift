// Empty on purpose: see Package.swift. Satisfies Swift Testing's Apple-only cross-import overlay for UIKit on Linux.
