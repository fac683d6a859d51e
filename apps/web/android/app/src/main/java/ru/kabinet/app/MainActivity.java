package ru.kabinet.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
