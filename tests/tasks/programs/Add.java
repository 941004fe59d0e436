// expect: AC (Java: the grader's class Grader calls Add.add)
public class Add {
    public static long add(long a, long b) { return a + b; }
}
