// expect: RE SIGSYS
// expect-message: killed by signal 31 (SIGSYS)
// without-i386-abi: RE SIGSEGV
// without-i386-abi-message: killed by signal 11 (SIGSEGV)
// Makes a system call through the i386 ABI (int 0x80), whose numbers differ from x86-64's and
// would slip past a filter written for x86-64 numbers: the filter kills the process for it. A
// kernel without the i386 ABI kills it first, as it would outside the box. Surviving the call,
// it exits 42.
int main() {
    long result = 20;  // getpid in the i386 numbering
    asm volatile("int $0x80" : "+a"(result) : : "memory");
    return 42;
}
