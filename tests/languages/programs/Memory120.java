// expect: MLE the Java heap of 256 MiB, the memory limit, was exhausted: java.lang.OutOfMemoryError (holds 308 MiB, 120 % of the limit)
import java.util.*;

public class Memory120 {
    public static void main(String[] args) {
        List<byte[]> held = new ArrayList<>();
        for (int i = 0; i < 308; ++i) {
            byte[] chunk = new byte[1 << 20];
            Arrays.fill(chunk, (byte) i);
            held.add(chunk);
        }
        Scanner in = new Scanner(System.in);
        while (in.hasNextLong()) System.out.println(in.nextLong() + in.nextLong() + held.size() - 308);
    }
}
