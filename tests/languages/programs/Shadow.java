// expect: AC (the box has no /etc/shadow: reading it fails, and the program answers the sums)
import java.io.*;
import java.nio.file.*;
import java.util.*;

public class Shadow {
    public static void main(String[] args) throws IOException {
        try {
            Files.readAllBytes(Paths.get("/etc/shadow"));
            System.exit(42);  // a leak: the test sees "exit code 42"
        } catch (IOException expected) {
        }
        Scanner in = new Scanner(System.in);
        while (in.hasNextLong()) System.out.println(in.nextLong() + in.nextLong());
    }
}
