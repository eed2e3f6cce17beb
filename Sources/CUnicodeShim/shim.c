#include "CUnicodeShim.h"
#include <pthread.h>
#include <unicode/uchar.h>
#include <unicode/uset.h>
#include <unicode/uspoof.h>

// One spoof checker for the process, made once on first use (pthread_once: every caller sees it
// fully made). uspoof_getSkeletonUTF8 only reads it, and ICU documents a checker as safe to share
// between threads for checks and skeletons once made. A failed open leaves it NULL (-1 below).
static USpoofChecker *shared = NULL;
static pthread_once_t made_once = PTHREAD_ONCE_INIT;

static void make_checker(void) {
    UErrorCode status = U_ZERO_ERROR;
    USpoofChecker *made = uspoof_open(&status);
    shared = U_FAILURE(status) ? NULL : made;
}

static USpoofChecker *checker(void) {
    pthread_once(&made_once, make_checker);
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

int encore_is_identifier_character(uint32_t scalar) {
    UErrorCode status = U_ZERO_ERROR;
    const USet *recommended = uspoof_getRecommendedSet(&status);
    const USet *inclusion = uspoof_getInclusionSet(&status);
    if (U_FAILURE(status)) return 0;
    return uset_contains(recommended, (UChar32)scalar) || uset_contains(inclusion, (UChar32)scalar);
}

int encore_is_unassigned(uint32_t scalar) {
    return u_charType((UChar32)scalar) == U_UNASSIGNED;
}
