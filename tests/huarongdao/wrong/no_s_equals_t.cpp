// @EXPECTED_RESULTS@: WRONG-ANSWER
// (the verdict `gridjudge verify huarongdao --solution FILE` holds it to, FILE being this
// program made one source by the build: tests/huarongdao/CMakeLists.txt)
// Wrong solution (huarongdao): the fast method without the S = T special case. It charges for
// bringing the blank next to the piece (or answers -1 if the blank cannot get there), where the
// answer is 0. Killed by answer. The method itself: fast_method.inc.
#define BUG_NO_S_EQUALS_T
#include "fast_method.inc"
