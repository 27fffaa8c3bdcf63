/* Compiled with -fmodules by make test-clang-module: the #include below must
 * become an import of the GridWords module (its .pcm is checked), next to
 * another library's module, and the program must link and agree with the
 * static library on the ABI version. */
#include <GridWords/gridwords.h>
#include <other.h>
#include <stdio.h>

int other_answer(void) { return 42; }

int main(void) {
    if (gw_abi_version() != GW_ABI_VERSION || other_answer() != 42) {
        fprintf(stderr, "header says ABI %u, library %u\n", (unsigned)GW_ABI_VERSION, gw_abi_version());
        return 1;
    }
    char *tray = NULL;
    if (gw_hunt_deal(7, &tray) != GW_STATUS_OK) return 1;
    printf("GridWords module: ABI %u, seed 7 deals %s\n", gw_abi_version(), tray);
    gw_string_free(tray);
    return 0;
}
