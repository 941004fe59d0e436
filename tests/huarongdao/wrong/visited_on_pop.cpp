// @EXPECTED_RESULTS@: TIMELIMIT, MEMORY-LIMIT
// (the verdict `gridjudge verify huarongdao --solution FILE` holds it to, FILE being this
// program made one source by the build: tests/huarongdao/CMakeLists.txt)
// Wrong solution (huarongdao): the fast method, but the blank's BFS marks a cell visited when it
// is popped, not when it is pushed. The answers are right; the queue holds a cell once per
// shortest path to it, which explodes on open boards. Killed by time. The method itself:
// fast_method.inc.
#define BUG_VISITED_ON_POP
#include "fast_method.inc"
