// expect: AC
using System;

public class Program {
    public static void Main() {
        string line;
        while ((line = Console.ReadLine()) != null) {
            var p = line.Split(new[] { ' ' }, StringSplitOptions.RemoveEmptyEntries);
            Console.WriteLine(long.Parse(p[0]) + long.Parse(p[1]));
        }
    }
}
