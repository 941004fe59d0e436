// expect: CE (a public class named like the grader's would replace it: refused)
public class Grader {
    public static void main(String[] args) { System.out.println("3"); }
}
