// expect: AC (catches its OutOfMemoryError, says so on standard error, and answers)
import java.util.*;

public class CaughtOom {
    public static void main(String[] args) {
        try {
            long[] all = new long[1 << 27];
            System.out.println(all.length);
        } catch (OutOfMemoryError e) {
            System.err.println("caught " + e);
        }
        Scanner in = new Scanner(System.in);
        while (in.hasNextLong()) System.out.println(in.nextLong() + in.nextLong());
    }
}
