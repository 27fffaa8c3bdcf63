/* A tiny assert-style harness for the C tests: counts checks, prints every
 * failure with its line, and ends with "N passed, M failed". */
#ifndef GW_TEST_HARNESS_H
#define GW_TEST_HARNESS_H

#include <stdio.h>
#include <string.h>

/* Atomic: the thread tests count checks from several threads (ThreadSanitizer
 * found the plain ints racing, make test-c-tsan). */
static _Atomic int gw_passed = 0;
static _Atomic int gw_failed = 0;

#define CHECK(cond)                                                          \
    do {                                                                     \
        if (cond) {                                                          \
            gw_passed++;                                                     \
        } else {                                                             \
            gw_failed++;                                                     \
            fprintf(stderr, "FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);  \
        }                                                                    \
    } while (0)

/* Checks that a call returns the expected status; on a mismatch prints both
 * names and the last error message. */
#define CHECK_STATUS(call, expected)                                         \
    do {                                                                     \
        GwStatus st_ = (call);                                               \
        if (st_ == (GwStatus)(expected)) {                                   \
            gw_passed++;                                                     \
        } else {                                                             \
            gw_failed++;                                                     \
            fprintf(stderr, "FAIL %s:%d: %s -> %s (%s), expected %s\n",      \
                    __FILE__, __LINE__, #call, gw_status_name(st_),          \
                    gw_last_error_message(), gw_status_name(expected));      \
        }                                                                    \
    } while (0)

#define CHECK_OK(call) CHECK_STATUS(call, GW_STATUS_OK)

#define CHECK_STR_EQ(a, b) CHECK((a) != NULL && (b) != NULL && strcmp((a), (b)) == 0)
#define CHECK_CONTAINS(hay, needle) CHECK((hay) != NULL && strstr((hay), (needle)) != NULL)

static int gw_report(void) {
    int passed = gw_passed, failed = gw_failed;
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}

#endif
