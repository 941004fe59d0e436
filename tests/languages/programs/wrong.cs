// expect: WA (int arithmetic: 1000000000000 does not fit, and is cut)
using System;

public class Program {
    public static void Main() {
        string line;
        while ((line = Console.ReadLine()) != null) {
            var p = line.Split(' ');
            Console.WriteLine(unchecked((int)long.Parse(p[0]) + (int)long.Parse(p[1])));
        }
    }
}
