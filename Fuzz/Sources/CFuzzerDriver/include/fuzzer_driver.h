// libFuzzer's entry point for programs that have their own main (LLVM 11 and later), which the
// Swift executable does: SwiftPM gives every executable target its own `main`.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));
