// expect: AC (no public class, and the one with main is not Main: the class holding main runs)
import java.io.*;
import java.util.*;

class Pair {
    final long a, b;
    Pair(long a, long b) { this.a = a; this.b = b; }
    long sum() { return a + b; }
}

class Adder {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        for (String line; (line = in.readLine()) != null;) {
            StringTokenizer words = new StringTokenizer(line);
            Pair pair = new Pair(Long.parseLong(words.nextToken()), Long.parseLong(words.nextToken()));
            System.out.println(pair.sum());
        }
    }
}
