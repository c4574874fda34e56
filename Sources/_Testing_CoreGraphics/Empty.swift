// Empty on purpose: see Package.swift. Satisfies Swift Testing's Apple-only cross-import overlay on Linux.
