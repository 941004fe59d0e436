// expect: MLE — reads the size, then asks its Java heap (the 64 MiB limit) for 1 GiB at once.
import java.util.Scanner;

public class HeapExhausted {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        long[] all = new long[1 << 27];
        System.out.println(all.length + n);
    }
}
