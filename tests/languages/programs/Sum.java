// expect: AC (the public class names the file: Sum.java)
import java.io.*;
import java.util.*;

public class Sum {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder out = new StringBuilder();
        for (String line; (line = in.readLine()) != null;) {
            StringTokenizer words = new StringTokenizer(line);
            long a = Long.parseLong(words.nextToken()), b = Long.parseLong(words.nextToken());
            out.append(a + b).append('\n');
        }
        System.out.print(out);
    }
}
