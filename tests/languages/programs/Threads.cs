// expect: RE stopped on reaching the limit of 64 tasks (threads without end: the first one the box
// refuses stops the run)
using System.Threading;

public class Program {
    public static void Main() {
        for (int i = 0; i < 100000; ++i) new Thread(() => Thread.Sleep(60000)).Start();
    }
}
