// What Swift and Objective-C do with the module map: import the module by
// name. make test-clang-module compiles this with -fmodules (syntax only:
// no Objective-C runtime here).
@import GridWords;
@import OtherLib;

int main(void) {
    return gw_abi_version() == GW_ABI_VERSION && other_answer() == 42 ? 0 : 1;
}
