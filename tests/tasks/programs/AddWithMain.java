// expect: AC (its own main() is never run: the grader's class is)
public class Add {
    public static long add(long a, long b) { return a + b; }

    public static void main(String[] args) { System.out.println("0"); }
}
