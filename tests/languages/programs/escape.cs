// expect: AC (no shadow nor passwd file to read, no shell to run, nothing outside the box to write)
using System;
using System.Diagnostics;
using System.IO;

public class Program {
    static bool Works(Action action) {
        try {
            action();
            return true;
        } catch (Exception) {
            return false;
        }
    }
    // A process "starts" when mono forks, even if the box then refuses the exec: the shell only
    // ran if it printed.
    static void RunShell() {
        var start =
            new ProcessStartInfo("/bin/sh", "-c \"echo ran\"") { RedirectStandardOutput = true,
                                                                 UseShellExecute = false };
        if (Process.Start(start).StandardOutput.ReadToEnd().Trim() != "ran")
            throw new Exception("the shell did not run");
    }
    public static void Main() {
        bool escaped = Works(() => File.ReadAllText("/etc/shadow")) ||
                       Works(() => File.ReadAllText("/etc/passwd")) ||
                       Works(() => File.WriteAllText("/usr/escaped", "x")) ||
                       Works(() => File.WriteAllText("../escaped", "x")) || Works(RunShell);
        if (escaped) {
            Console.WriteLine("escaped");
            return;
        }
        string line;
        while ((line = Console.ReadLine()) != null) {
            var p = line.Split(' ');
            Console.WriteLine(long.Parse(p[0]) + long.Parse(p[1]));
        }
    }
}
