// Does nothing and exits 0: its reported peak memory is the sandbox's floor (the C runtime and
// what the box charges a program that uses nothing).
int main(void) {
    return 0;
}
