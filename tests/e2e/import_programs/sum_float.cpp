// The sum of two real numbers, printed with more digits than the tolerance asks for.
#include <cstdio>
int main() {
    double a, b;
    if (std::scanf("%lf %lf", &a, &b) != 2) return 1;
    std::printf("%.9f\n", a + b);
}
