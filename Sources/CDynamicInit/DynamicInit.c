// SPDX-License-Identifier: Apache-2.0
// Everything lives in include/DynamicInit.h as static inline functions, emitted into the Swift module that calls
// them. SwiftPM needs one source file in a C target.
