#ifndef C_UNICODE_SHIM_H
#define C_UNICODE_SHIM_H

#include <stdint.h>

// ICU's C functions are renamed per version by macros (uspoof_open → uspoof_open_72), which Swift
// cannot see through: these plain functions call them.

/// Writes the UTS #39 confusable skeleton of `text` (UTF-8, `length` bytes) into `out` as UTF-8,
/// NUL-terminated. Returns the skeleton's byte length, or -1 when it does not fit in `capacity`
/// bytes or ICU fails.
int32_t encore_confusable_skeleton(const char *text, int32_t length, char *out, int32_t capacity);

/// Whether UTS #39's identifier profile allows the code point in an identifier (its recommended or
/// inclusion set, as ICU has them).
int encore_is_identifier_character(uint32_t scalar);

/// Whether the code point is unassigned in ICU's Unicode version.
int encore_is_unassigned(uint32_t scalar);

#endif
