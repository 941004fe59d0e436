// @EXPECTED_RESULTS@: WRONG-ANSWER
// (the verdict `gridjudge verify huarongdao --solution FILE` holds it to, FILE being this
// program made one source by the build: tests/huarongdao/CMakeLists.txt)
// Wrong solution (huarongdao): the fast method, but the blank's BFS may walk through the
// designated piece, so one-wide passages look crossable and detours look short. Killed by
// answer. The method itself: fast_method.inc.
#define BUG_BLANK_THROUGH_PIECE
#include "fast_method.inc"
