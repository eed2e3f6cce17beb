#include "CUnicodeShim.h"
#include <unicode/uchar.h>
#include <unicode/uspoof.h>

// One spoof checker for the process, made on first use. uspoof_getSkeletonUTF8 only reads it, and
// ICU documents a checker as safe to share between threads for checks and skeletons once made.
static USpoofChecker *checker(void) {
    static USpoofChecker *shared = NULL;
    static int failed = 0;
    if (shared == NULL && !failed) {
        UErrorCode status = U_ZERO_ERROR;
        USpoofChecker *made = uspoof_open(&status);
        if (U_FAILURE(status)) {
            failed = 1;
            return NULL;
        }
        if (!__sync_bool_compare_and_swap(&shared, NULL, made)) uspoof_close(made);
    }
    return shared;
}

int32_t encore_confusable_skeleton(const char *text, int32_t length, char *out, int32_t capacity) {
    USpoofChecker *spoof = checker();
    if (spoof == NULL) return -1;
    UErrorCode status = U_ZERO_ERROR;
    int32_t written = uspoof_getSkeletonUTF8(spoof, 0, text, length, out, capacity, &status);
    if (U_FAILURE(status) || written >= capacity) return -1;
    return written;
}

int encore_is_unassigned(uint32_t scalar) {
    return u_charType((UChar32)scalar) == U_UNASSIGNED;
}
