// expect: AC (no shadow nor passwd file to read, no process to start, nothing outside the box to write)
import java.io.File

fun works(action: () -> Unit): Boolean =
    try { action(); true } catch (error: Exception) { false }

fun main() {
    val escaped = works { File("/etc/shadow").readText() } ||
        works { File("/etc/passwd").readText() } ||
        works { File("/usr/escaped").writeText("x") } ||
        works { File("../escaped").writeText("x") } ||
        works { ProcessBuilder("/bin/sh", "-c", "true").start().waitFor() }
    if (escaped) {
        println("escaped")
        return
    }
    while (true) {
        val line = readLine() ?: break
        val p = line.trim().split(" ")
        println(p[0].toLong() + p[1].toLong())
    }
}
