// Only the declaration in include/fuzzer_driver.h; libFuzzer (linked by -sanitize=fuzzer)
// defines LLVMFuzzerRunDriver.
#include "fuzzer_driver.h"
