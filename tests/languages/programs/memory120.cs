// expect: MLE reached the limit of 256 MiB (holds 308 MiB, 120 % of the limit)
using System;
using System.Collections.Generic;

public class Program {
    public static void Main() {
        var held = new List<byte[]>();
        for (int i = 0; i < 308; ++i) {
            var chunk = new byte[1 << 20];
            for (int j = 0; j < chunk.Length; j += 4096) chunk[j] = (byte) i;
            held.Add(chunk);
        }
        string line;
        while ((line = Console.ReadLine()) != null) {
            var p = line.Split(' ');
            Console.WriteLine(long.Parse(p[0]) + long.Parse(p[1]) + held.Count - 308);
        }
    }
}
