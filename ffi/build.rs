//! The shared library's SONAME: its own file name, `libgridwords_ffi.so`,
//! on Linux and Android. Android's linker wants every library to name
//! itself (it warns, and since API 23 resolves dependencies by it), and an
//! APK keeps only `lib*.so` names, so no version suffix here; `make install`
//! installs the file as `libgridwords.so.<ABI>` and sets that as its
//! SONAME (patchelf), the Unix convention, so a program built against ABI
//! 2 keeps loading an ABI 2 library.
fn main() {
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    if os == "linux" || os == "android" {
        println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libgridwords_ffi.so");
    }
    println!("cargo:rerun-if-changed=build.rs");
}
