chan_xie_zhao.thm6_1.C
64 128
0
