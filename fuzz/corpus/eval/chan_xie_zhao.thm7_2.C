chan_xie_zhao.thm7_2.C
64 128
0
