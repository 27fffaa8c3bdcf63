/* Deliberately leaks one string the library handed out (a dealt tray, never
 * given back to gw_string_free). `make test-c-sanitize` builds it with
 * LeakSanitizer and expects it to FAIL with a leak report: proof that leak
 * checking is live on the machine running the tests (LeakSanitizer silently
 * does nothing under ptrace, for example) and that it sees allocations made
 * inside the Rust library, so the clean runs of the real tests mean something. */
#include <stdio.h>

#include "gridwords.h"

int main(void) {
    char *tray = NULL;
    if (gw_hunt_deal(12, &tray) != GW_STATUS_OK || tray == NULL) {
        fprintf(stderr, "leak_canary: gw_hunt_deal failed\n");
        return 2;
    }
    printf("dealt %s and dropped it\n", tray);
    tray = NULL;
    return 0;
}
