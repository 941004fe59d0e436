// @EXPECTED_RESULTS@: CORRECT
// (the verdict `gridjudge verify huarongdao --solution FILE` holds it to, FILE being this
// program made one source by the build: tests/huarongdao/CMakeLists.txt)
// Control for the wrong solutions: fast_method.inc with no bug switched on. It must pass every
// official test, so the wrong solutions fail because of their one bug.
#include "fast_method.inc"
