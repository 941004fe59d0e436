// expect: AC (holds 205 MiB, 80 % of the 256 MiB limit, and answers)
import java.util.*;

public class Memory80 {
    public static void main(String[] args) {
        List<byte[]> held = new ArrayList<>();
        for (int i = 0; i < 205; ++i) {
            byte[] chunk = new byte[1 << 20];
            Arrays.fill(chunk, (byte) i);
            held.add(chunk);
        }
        Scanner in = new Scanner(System.in);
        while (in.hasNextLong()) System.out.println(in.nextLong() + in.nextLong() + held.size() - 205);
    }
}
