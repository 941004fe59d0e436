// expect: RE exit code 1 (an uncaught exception other than the heap's is a crash)
public class Crash {
    public static void main(String[] args) {
        throw new IllegalStateException("not java.lang.OutOfMemory");
    }
}
