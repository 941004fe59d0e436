// The jury's grader of "addition" in Java: reads n pairs and prints Add.add(a, b) for each.
import java.util.Scanner;

public class Grader {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; ++i) out.append(Add.add(in.nextLong(), in.nextLong())).append('\n');
        System.out.print(out);
    }
}
