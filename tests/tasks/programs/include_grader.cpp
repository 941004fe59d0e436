// expect: CE (grader.cpp is not in the box its file is compiled in; were it there, the macro
// would make the compiler quote the grader's secret line in the log)
#define static @
#include "grader.cpp"
