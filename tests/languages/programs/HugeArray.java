// expect: MLE the Java heap of 256 MiB, the memory limit, was exhausted: java.lang.OutOfMemoryError (one array of 1 GiB, refused at once)
public class HugeArray {
    public static void main(String[] args) {
        long[] all = new long[1 << 27];
        System.out.println(all.length);
    }
}
